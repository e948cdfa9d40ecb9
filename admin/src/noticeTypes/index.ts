import CategoryIcon from '@mui/icons-material/Category';
import type { NoticeType } from '../types';
import { lazyPage } from '../components/lazyPage';

const NoticeTypeCreate = lazyPage(() => import('./NoticeTypeCreate'), 'NoticeTypeCreate');
const NoticeTypeEdit = lazyPage(() => import('./NoticeTypeEdit'), 'NoticeTypeEdit');
const NoticeTypeList = lazyPage(() => import('./NoticeTypeList'), 'NoticeTypeList');
const NoticeTypeShow = lazyPage(() => import('./NoticeTypeShow'), 'NoticeTypeShow');

export default {
  list: NoticeTypeList,
  show: NoticeTypeShow,
  edit: NoticeTypeEdit,
  create: NoticeTypeCreate,
  icon: CategoryIcon,
  recordRepresentation: (record: NoticeType) => record.name,
};
