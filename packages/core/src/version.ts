/** This package's version; the signature's `version:` field reads `bleukit-<VERSION>`. */
export const VERSION = '0.1.0';
