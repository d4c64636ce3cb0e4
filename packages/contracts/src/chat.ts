// Contract for the chat feature: schemas shared by the API and the web app.
export {};
