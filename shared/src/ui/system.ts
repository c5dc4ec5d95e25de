import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  separatorRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's tokens with only the recipe the charts render (their tooltip's separator): the full
 * default theme would carry every component's styles with them.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: { separator: separatorRecipe },
    },
  }),
  // Chakra's blue.600 under white text is 4.3:1; WCAG AA asks for 4.5:1.
  defineConfig({
    theme: { semanticTokens: { colors: { blue: { solid: { value: '{colors.blue.700}' } } } } },
  }),
);
