// The runner's testharnessreport.js (WPT leaves this file to each vendor): it hands the results of a
// page to the runner as `window.__wptResults`, once testharness.js says the page is done.
add_completion_callback(function (tests, status) {
  window.__wptResults = {
    status: status.status,
    message: status.message || null,
    tests: tests.map(function (test) {
      return { name: test.name, status: test.status, message: test.message || null };
    }),
  };
});
