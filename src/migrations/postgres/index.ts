import * as migration_20261127_090111_initial from './20261127_090111_initial';

export const migrations = [
  {
    up: migration_20261127_090111_initial.up,
    down: migration_20261127_090111_initial.down,
    name: '20261127_090111_initial'
  },
];
