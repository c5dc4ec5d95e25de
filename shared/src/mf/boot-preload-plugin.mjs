import HtmlWebpackPlugin from 'html-webpack-plugin';

const PLUGIN = 'BootPreloadPlugin';

const chunksOfBlocks = (chunkGraph, module) => module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);

/**
 * The shell's entry fetches its boot in steps — main.js, then React's renderer, then the
 * bootstrap and the shared libraries it consumes — each found only once the one before has run.
 * This writes a `<link rel="preload">` for every script of those steps into index.html, so that
 * a phone fetches them together with main.js, on every page, signed in or not.
 */
export class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const { chunkGraph } = compilation;
        // The shell provides every shared library: a consumed one is loaded from its provider's chunk.
        const providers = new Map();
        for (const module of compilation.modules) {
          if (module.type === 'provide-module') providers.set(module._name, module);
        }
        // The entry's own dynamic imports (the renderer and the bootstrap), not the providers' chunks
        // it offers to the share scope, then what those imports consume, transitively.
        const imported = (group) => group.origins.every((origin) => origin.module?.type !== 'provide-module');
        const boot = new Set(
          [...compilation.entrypoints.values()].flatMap((entry) =>
            entry
              .getChildren()
              .filter(imported)
              .flatMap((group) => group.chunks),
          ),
        );
        for (const chunk of boot) {
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.type !== 'consume-shared-module') continue;
            const provider = providers.get(module.options.shareKey);
            for (const provided of provider ? chunksOfBlocks(chunkGraph, provider) : []) boot.add(provided);
          }
        }
        const publicPath = compilation.outputOptions.publicPath;
        const files = [...boot].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        data.headTags.push(
          ...[...new Set(files)].map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: PLUGIN },
            attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          })),
        );
        return data;
      });
    });
  }
}
