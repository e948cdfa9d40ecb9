import SavedSearchIcon from '@mui/icons-material/SavedSearch';
import { SavedSearchCreate } from './SavedSearchCreate';
import { SavedSearchEdit } from './SavedSearchEdit';
import { SavedSearchList } from './SavedSearchList';
import { SavedSearchShow } from './SavedSearchShow';
import type { SavedSearch } from './types';

export default {
  list: SavedSearchList,
  show: SavedSearchShow,
  edit: SavedSearchEdit,
  create: SavedSearchCreate,
  icon: SavedSearchIcon,
  recordRepresentation: (record: SavedSearch) => record.name,
};
