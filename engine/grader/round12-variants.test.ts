/**
 * The second half of round 12's metamorphic check on every tuning transcript (the first runs in
 * round12.test.ts): typed without spaces, with slips or in 반말, each earns the same items
 * (bench/grader/typing-variants.ts).
 */
import { checkTypingVariants } from '../../bench/grader/typing-variants';

checkTypingVariants(1);
