/** The bundle's version, as in `package.json` (a unit test holds them equal). */
export const VERSION = '0.1.0';
