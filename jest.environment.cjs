const { TestEnvironment } = require('jest-environment-jsdom');

/** jsdom without the browser APIs it lacks and the product uses: fetch's types, encoders. */
class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Response,
      Request,
      Headers,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}

module.exports = BrowserLikeEnvironment;
