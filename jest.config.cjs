/** Unit tests of the front end and of shared: jsdom, TypeScript through swc. */
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }];

module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/public-site',
    '<rootDir>/control-panel',
    '<rootDir>/registration',
    '<rootDir>/guide',
  ],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist-server/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    // A CSS Module's class names; a global stylesheet changes nothing a unit test looks at.
    '\\.css$': '<rootDir>/jest.css-modules.cjs',
    '^@olympiad/shared$': '<rootDir>/shared/src/index.ts',
    '^@olympiad/shared/testing$': '<rootDir>/shared/src/testing/index.tsx',
    '^@olympiad/shared/(.*)$': '<rootDir>/shared/src/$1/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFiles: ['<rootDir>/jest.call-paths.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // Forms driven key by key through user-event outlast jest's 5 s on a busy two-core machine.
  testTimeout: 30_000,
};
