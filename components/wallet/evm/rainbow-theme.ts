import { darkTheme, type Theme } from '@rainbow-me/rainbowkit';

/**
 * RainbowKit's dark theme in our colours. Theme values become CSS custom properties, so they can point at the
 * site's own variables (app/globals.css) and follow them.
 */
export function chainkitRainbowTheme(): Theme {
  const base = darkTheme({
    accentColor: '#3ddc97',
    accentColorForeground: '#04110b',
    borderRadius: 'medium',
    overlayBlur: 'small',
  });
  return {
    ...base,
    colors: {
      ...base.colors,
      modalBackground: 'var(--color-surface)',
      modalBorder: 'var(--color-border)',
      modalText: 'var(--color-text)',
      modalTextSecondary: 'var(--color-muted)',
      generalBorder: 'var(--color-border)',
      menuItemBackground: 'var(--color-surface-2)',
      actionButtonSecondaryBackground: 'var(--color-surface-2)',
      profileForeground: 'var(--color-surface)',
    },
    fonts: { body: 'var(--font)' },
  };
}
