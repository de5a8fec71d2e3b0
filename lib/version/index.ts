/** The version this build was stamped with (next.config.ts). */
export const APP_VERSION: string = process.env.NEXT_PUBLIC_APP_VERSION ?? 'development';
