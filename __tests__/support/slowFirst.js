const Sequencer = require("@jest/test-sequencer").default;

/**
 * The files that start `gatsby develop`, a build or nginx take a third of jest's time: started first, they
 * run beside the many short files instead of after them. (With no timings cached, as on a fresh clone,
 * jest orders files by size, which puts these last.)
 */
const SLOW = /__tests__\/(develop\/|build\/brokenContent|scripts\/nginxRelease)/;

module.exports = class SlowFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [...sorted.filter((test) => SLOW.test(test.path)), ...sorted.filter((test) => !SLOW.test(test.path))];
  }
};
