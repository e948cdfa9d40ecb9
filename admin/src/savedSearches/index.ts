import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import type { SavedSearch } from './types';
import { lazyPage } from '../components/lazyPage';

const SavedSearchCreate = lazyPage(() => import('./SavedSearchCreate'), 'SavedSearchCreate');
const SavedSearchEdit = lazyPage(() => import('./SavedSearchEdit'), 'SavedSearchEdit');
const SavedSearchList = lazyPage(() => import('./SavedSearchList'), 'SavedSearchList');
const SavedSearchShow = lazyPage(() => import('./SavedSearchShow'), 'SavedSearchShow');

export default {
  list: SavedSearchList,
  show: SavedSearchShow,
  edit: SavedSearchEdit,
  create: SavedSearchCreate,
  icon: SavedSearchIcon,
  recordRepresentation: (record: SavedSearch) => record.name,
};
