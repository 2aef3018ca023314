import { island } from '@musterstadt/shell-contract';
import { Carousel } from '@musterstadt/ui';

/** The design system's carousel as an island of the town: its slides stay server HTML (slots). */
export const TownCarousel = island('carousel', Carousel);

export default TownCarousel;
