import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { Publication } from '../types';
import { PublicationCreate } from './PublicationCreate';
import { PublicationEdit } from './PublicationEdit';
import { PublicationList } from './PublicationList';
import { PublicationShow } from './PublicationShow';

export default {
  list: PublicationList,
  show: PublicationShow,
  edit: PublicationEdit,
  create: PublicationCreate,
  icon: NewspaperIcon,
  recordRepresentation: (record: Publication) => record.name,
};
