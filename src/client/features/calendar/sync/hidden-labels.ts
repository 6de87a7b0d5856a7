import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HiddenReason } from '../../../../shared/domain/calendar-sync';

/** Why a free slot of the mentor's is not offered to mentees, as the calendar and its panel say it. */
export const hiddenLabels: Record<HiddenReason, MessageDescriptor> = {
  notice: msg`Hidden: sooner than your minimum notice`,
  busy: msg`Busy (calendar): hidden from mentees`,
  buffer: msg`Hidden: too close to another session`,
};
