import { schulfruchtHandler } from './handler';
import { SCHULFRUCHT_AACH } from './sign-ups';

export default schulfruchtHandler(SCHULFRUCHT_AACH);
