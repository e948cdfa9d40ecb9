import KeyIcon from '@mui/icons-material/Key';
import { ApiKeyList } from './ApiKeyList';

export default { list: ApiKeyList, icon: KeyIcon };
