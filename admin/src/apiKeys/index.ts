import KeyIcon from '@mui/icons-material/Key';
import { lazyPage } from '../components/lazyPage';

const ApiKeyList = lazyPage(() => import('./ApiKeyList'), 'ApiKeyList');

export default { list: ApiKeyList, icon: KeyIcon };
