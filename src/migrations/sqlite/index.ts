import * as migration_20261127_090106_initial from './20261127_090106_initial';
import * as migration_20261127_125612_object_storage from './20261127_125612_object_storage';
import * as migration_20261203_233946_download_language from './20261203_233946_download_language';
import * as migration_20261205_152113_former_slugs from './20261205_152113_former_slugs';

export const migrations = [
  {
    up: migration_20261127_090106_initial.up,
    down: migration_20261127_090106_initial.down,
    name: '20261127_090106_initial',
  },
  {
    up: migration_20261127_125612_object_storage.up,
    down: migration_20261127_125612_object_storage.down,
    name: '20261127_125612_object_storage',
  },
  {
    up: migration_20261203_233946_download_language.up,
    down: migration_20261203_233946_download_language.down,
    name: '20261203_233946_download_language',
  },
  {
    up: migration_20261205_152113_former_slugs.up,
    down: migration_20261205_152113_former_slugs.down,
    name: '20261205_152113_former_slugs'
  },
];
