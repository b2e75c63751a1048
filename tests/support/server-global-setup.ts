import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate, preparePostgresTemplate } from './db-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump every server test file starts from (server-pglite). */
    pgliteTemplate: string;
    /** Name of the migrated template database cloned per file (server-postgres). */
    postgresTemplate: string;
  }
}

/** globalSetup of the server projects: prepares the migrated database every test file copies. */
export default async function setup(project: TestProject): Promise<void> {
  if (project.config.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    project.provide('postgresTemplate', await preparePostgresTemplate(url));
  } else {
    project.provide('pgliteTemplate', await preparePgliteTemplate());
  }
}
