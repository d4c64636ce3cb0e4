// Contract for the recommendations feature: schemas shared by the API and the web app.
export {};
