import * as migration_20261127_090106_initial from './20261127_090106_initial';

export const migrations = [
  {
    up: migration_20261127_090106_initial.up,
    down: migration_20261127_090106_initial.down,
    name: '20261127_090106_initial'
  },
];
