import { schulfruchtHandler } from './handler';
import { SCHULFRUCHT_MAIN } from './sign-ups';

export default schulfruchtHandler(SCHULFRUCHT_MAIN);
