// Contract for the library feature: schemas shared by the API and the web app.
export {};
