import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
// The compiled route and contract modules: `npm run build` and `npm run dev` compile shared
// before any app.
import { CONTRACT, callPathsOf } from '@olympiad/shared/contract';
import { REMOTES, SHELL_DEV_PORT } from '@olympiad/shared/routes';
import { BootPreloadPlugin } from './boot-preload-plugin.mjs';
import { callPathsIn } from './call-keys.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const API_ORIGIN = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * Singletons shared between the shell and every remote. The charts' kit and react-router are
 * shared only through the curated `ui` and `router` entry points: a library shared whole cannot
 * be tree-shaken.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@emotion/react',
  'swr',
  'react-hook-form',
  '@olympiad/shared',
  '@olympiad/shared/ui',
  '@olympiad/shared/plain-ui',
  '@olympiad/shared/router',
  '@olympiad/shared/schemas',
  '@olympiad/shared/forms',
];

const shared = Object.fromEntries(
  SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: name.startsWith('@olympiad/') ? false : undefined }]),
);

// react-router's package names its development build under every condition (warnings, larger):
// production builds take the production one, in the browser and on the server alike.
const reactRouter = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = (extension) => ({
  'react-router': path.join(reactRouter, 'dist/production', `index.${extension}`),
  'react-router/dom': path.join(reactRouter, 'dist/production', `dom-export.${extension}`),
});
const exactly = (aliases) => Object.fromEntries(Object.entries(aliases).map(([name, file]) => [`${name}$`, file]));

/**
 * The method and path of the calls an app's code names, derived from the contract and written into
 * the code that reads them (shared/src/api/call-paths.ts, shared/src/call-table): a page calls by
 * key without downloading a schema, and a first screen carries only its own apps' calls. The
 * shell's table has shared's calls too, since it provides the shared code every app uses.
 * A node bundle, never downloaded, gets every call.
 */
const callPaths = (paths) => new webpack.DefinePlugin({ __CALL_PATHS__: JSON.stringify(paths) });
const appCallPaths = (dir, isShell) => callPathsIn(isShell ? [path.join(dir, 'src'), path.join(here, '..')] : [path.join(dir, 'src')]);

/** In dev the shell finds each remote on its own dev server. */
const devRemotesJson = Object.fromEntries(REMOTES.map((r) => [r.name, `http://localhost:${r.devPort}/mf-manifest.json`]));

/** How every app's TypeScript is compiled. */
const typescriptRule = (dir) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'ts-loader',
  options: {
    transpileOnly: true,
    configFile: path.join(dir, 'tsconfig.json'),
    // Type-checking is `tsc -b`'s job; here each file is only transpiled.
    compilerOptions: { composite: false, emitDeclarationOnly: false, rootDir: repoRoot },
  },
});

/**
 * Stylesheets: `*.module.css` beside a component (class names local to it), and plain `.css` for
 * the few global rules. Written to files at build time, so no style is computed in the browser.
 * The node bundle takes only the class names, which the same names and context make identical.
 * @param {{ server: boolean, production: boolean }} build
 */
const cssRule = ({ server, production }) => ({
  test: /\.css$/,
  use: [
    !server && MiniCssExtractPlugin.loader,
    {
      loader: 'css-loader',
      options: {
        modules: {
          auto: true,
          localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
          exportOnlyLocals: server,
          namedExport: false,
          exportLocalsConvention: 'as-is',
        },
      },
    },
  ].filter(Boolean),
});

/**
 * The webpack config of one federated app: the shell (host) or a remote.
 * @param {{ dir: string, name: string, exposes?: Record<string, string> }} app
 */
function federatedConfig({ dir, name, exposes }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isShell = name === 'shell';
    const remote = REMOTES.find((r) => r.name === name);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isShell ? { main: './src/index.ts' } : {},
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Entry files keep fixed names: a hash there breaks the federation runtime.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: isShell ? '/' : 'auto',
        uniqueName: isShell ? 'shell' : remote.scope,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        conditionNames: [
          'olympiad-source',
          'webpack',
          production ? 'production' : 'development',
          'browser',
          'import',
          'require',
          'module',
          'default',
        ],
        alias: production ? exactly(reactRouterProduction('mjs')) : {},
      },
      module: {
        rules: [
          typescriptRule(dir),
          cssRule({ server: false, production }),
          {
            // Lets webpack drop the charts' kit's full default theme, which the slim system never uses.
            test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]index|preset)\.js$/,
            loader: path.join(here, 'pure-top-level-calls-loader.cjs'),
          },
        ],
      },
      optimization: {
        minimizer: [
          new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } }),
          new MinimizerPlugin({ test: /\.css$/, minify: { implementation: MinimizerPlugin.lightningCssMinify } }),
        ],
      },
      performance: { hints: false },
      plugins: [
        callPaths(appCallPaths(dir, isShell)),
        new ModuleFederationPlugin({
          name: isShell ? 'shell' : remote.scope,
          filename: 'remoteEntry.js',
          exposes,
          shared,
          // The default ('version-first') downloads every registered remote's entry to compare
          // versions whenever a shared module first loads, so a visitor would fetch all of them.
          // Every app is built from one lockfile: the shell's copies serve.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: !isShell,
          // One federation runtime: the shell provides it and every remoteEntry uses that copy
          // instead of carrying its own (~27 kB gzip each). Upgrade Module Federation shell-first.
          experiments: isShell ? { provideExternalRuntime: true } : { externalRuntime: true },
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        isShell && new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
        isShell && production && new BootPreloadPlugin(),
        ...(production
          ? [
              new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json)$/, threshold: 0 }),
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: /\.(js|css|html|json)$/,
                threshold: 0,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              }),
            ]
          : []),
      ].filter(Boolean),
      devServer: {
        port: isShell ? SHELL_DEV_PORT : remote.devPort,
        historyApiFallback: isShell,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: isShell ? [{ context: ['/api'], target: API_ORIGIN }] : undefined,
        setupMiddlewares: (middlewares, server) => {
          if (isShell) server.app.get('/remotes.json', (_req, res) => res.json(devRemotesJson));
          return middlewares;
        },
      },
      stats: 'errors-warnings',
    };
  };
}

/**
 * A node bundle of an app's own code (`dist-server/server.cjs`), which the api loads to draw
 * public pages with the components the browser then hydrates. Libraries stay outside it, so the
 * shell's and public-site's bundles share one React, one router and one style cache when the api
 * loads both; shared's source is compiled in, as in the browser.
 * @param {{ dir: string, entry: string }} app
 */
function serverConfig({ dir, entry }) {
  return () => ({
    name: 'server',
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: { server: entry },
    devtool: false,
    output: {
      path: path.join(dir, 'dist-server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [
      ({ request }, callback) => {
        const production = reactRouterProduction('js')[request];
        // Relative, so that the bundle finds it wherever the repository is.
        if (production) return callback(null, `commonjs ./${path.relative(path.join(dir, 'dist-server'), production)}`);
        // Compiled in (a few re-exports), so that the react-router it requires is the production one.
        if (request === 'react-router-dom' || request.startsWith('@olympiad/')) return callback();
        return /^[@a-z]/i.test(request) ? callback(null, `commonjs ${request}`) : callback();
      },
    ],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['olympiad-source', 'node', 'import', 'require', 'default'],
    },
    module: { rules: [typescriptRule(dir), cssRule({ server: true, production: true })] },
    // Read by the server only: kept readable for its stack traces.
    optimization: { minimize: false },
    // One file: what the browser loads lazily is compiled in, so that a reload of the bundle
    // never meets a lazily required chunk of an older build.
    plugins: [callPaths(callPathsOf(CONTRACT)), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
    stats: 'errors-warnings',
  });
}

/**
 * An app's two builds: the browser's (federated) and its node bundle (`serverEntry`), with which
 * the api draws the app's pages; `rules` are added to both. One function answering both, as
 * webpack takes it, so that tools reading a config (knip) see the loaders and entries of both.
 * @param {{ dir: string, name: string, exposes?: Record<string, string>, serverEntry: string, rules?: object[] }} app
 */
export function appConfig({ dir, name, exposes, serverEntry, rules = [] }) {
  const browser = federatedConfig({ dir, name, exposes });
  const server = serverConfig({ dir, entry: serverEntry });
  return (env, argv) =>
    [browser(env, argv), server(env, argv)].map((config) => ({
      ...config,
      module: { ...config.module, rules: [...config.module.rules, ...rules] },
    }));
}
