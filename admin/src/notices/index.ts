import ArticleIcon from '@mui/icons-material/Article';
import { NoticeCreate } from './editor/NoticeCreate';
import { NoticeEdit } from './editor/NoticeEdit';
import { NoticeList } from './list/NoticeList';
import { NoticeShow } from './show/NoticeShow';
import type { Notice } from './types';

export default {
  list: NoticeList,
  show: NoticeShow,
  edit: NoticeEdit,
  create: NoticeCreate,
  icon: ArticleIcon,
  recordRepresentation: (record: Notice) => record.title,
};
