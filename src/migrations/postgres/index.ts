import * as migration_20261127_090111_initial from './20261127_090111_initial';
import * as migration_20261127_125618_object_storage from './20261127_125618_object_storage';
import * as migration_20261203_233947_download_language from './20261203_233947_download_language';
import * as migration_20261204_030102_request_select from './20261204_030102_request_select';
import * as migration_20261205_152116_former_slugs from './20261205_152116_former_slugs';

export const migrations = [
  {
    up: migration_20261127_090111_initial.up,
    down: migration_20261127_090111_initial.down,
    name: '20261127_090111_initial',
  },
  {
    up: migration_20261127_125618_object_storage.up,
    down: migration_20261127_125618_object_storage.down,
    name: '20261127_125618_object_storage',
  },
  {
    up: migration_20261203_233947_download_language.up,
    down: migration_20261203_233947_download_language.down,
    name: '20261203_233947_download_language',
  },
  {
    up: migration_20261204_030102_request_select.up,
    down: migration_20261204_030102_request_select.down,
    name: '20261204_030102_request_select',
  },
  {
    up: migration_20261205_152116_former_slugs.up,
    down: migration_20261205_152116_former_slugs.down,
    name: '20261205_152116_former_slugs'
  },
];
