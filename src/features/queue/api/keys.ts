/** Every query of the feature starts with this: invalidated after a booking, a number or a waitlist entry changes. */
export const queueKey = ['queue'] as const;
