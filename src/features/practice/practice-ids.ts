/**
 * The live page's address before a session exists: /cases/practice/during/new?scenarioId=…
 * The page loads the case, starts the session by itself (spec 1 §4: "starts the practice session
 * automatically once the case is loaded and no session exists") and replaces the address with the
 * real session id. A reload there simply resumes: the server answers the open session again.
 */
export const NEW_SESSION_ID = 'new';
