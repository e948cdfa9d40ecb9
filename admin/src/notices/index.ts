import ArticleIcon from '@mui/icons-material/Article';
import type { Notice } from './types';
import { lazyPage } from '../components/lazyPage';

const NoticeCreate = lazyPage(() => import('./editor/NoticeCreate'), 'NoticeCreate');
const NoticeEdit = lazyPage(() => import('./editor/NoticeEdit'), 'NoticeEdit');
const NoticeList = lazyPage(() => import('./list/NoticeList'), 'NoticeList');
const NoticeShow = lazyPage(() => import('./show/NoticeShow'), 'NoticeShow');

export default {
  list: NoticeList,
  show: NoticeShow,
  edit: NoticeEdit,
  create: NoticeCreate,
  icon: ArticleIcon,
  recordRepresentation: (record: Notice) => record.title,
};
