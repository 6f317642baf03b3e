import { style } from '@vanilla-extract/css';
import { WEALTH_CHART_HEIGHT_PX } from '../../../../../packages/widgets/src/charts/shared/constants';
import { mutedText } from '../../../../../packages/widgets/src/theme/style-fragments';

/** The chart's place while it loads: its plot's height, so the table below does not jump when it arrives. */
export const placeholder = style({ ...mutedText, minHeight: WEALTH_CHART_HEIGHT_PX });
