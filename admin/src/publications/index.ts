import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { Publication } from '../types';
import { lazyPage } from '../components/lazyPage';

const PublicationCreate = lazyPage(() => import('./PublicationCreate'), 'PublicationCreate');
const PublicationEdit = lazyPage(() => import('./PublicationEdit'), 'PublicationEdit');
const PublicationList = lazyPage(() => import('./PublicationList'), 'PublicationList');
const PublicationShow = lazyPage(() => import('./PublicationShow'), 'PublicationShow');

export default {
  list: PublicationList,
  show: PublicationShow,
  edit: PublicationEdit,
  create: PublicationCreate,
  icon: NewspaperIcon,
  recordRepresentation: (record: Publication) => record.name,
};
