import CategoryIcon from '@mui/icons-material/Category';
import type { NoticeType } from '../types';
import { NoticeTypeCreate } from './NoticeTypeCreate';
import { NoticeTypeEdit } from './NoticeTypeEdit';
import { NoticeTypeList } from './NoticeTypeList';
import { NoticeTypeShow } from './NoticeTypeShow';

export default {
  list: NoticeTypeList,
  show: NoticeTypeShow,
  edit: NoticeTypeEdit,
  create: NoticeTypeCreate,
  icon: CategoryIcon,
  recordRepresentation: (record: NoticeType) => record.name,
};
