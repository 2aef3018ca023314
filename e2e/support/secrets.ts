/** Secret values the platform is started with in the tests; none may ever reach a browser. */
export const TEST_SECRETS = {
  JWT_SECRET: 'e2e-jwt-secret-5b1c2f0e9a',
  ROW_DATABASE_TOKEN: 'e2e-row-database-token-7c21d4',
  CMS_SERVICE_TOKEN: 'e2e-cms-service-token-93ab5e17',
} as const;
