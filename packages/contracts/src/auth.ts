// Contract for the auth feature: schemas shared by the API and the web app.
export {};
