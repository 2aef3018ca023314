// Unit tests of every project; API tests against the real server live in services/cms-api (npm run test:api).
module.exports = {
  projects: [
    '<rootDir>/libs/*/jest.config.js',
    '<rootDir>/remotes/*/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/services/cms-api/jest.config.js',
  ],
};
