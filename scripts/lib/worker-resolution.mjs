// How every bundle of the Worker resolves packages (the build, and the Node bundles the bench, the render
// profile and the HTML snapshot make of the same app): workerd's builds of a package first, as in workerd.
export const workerResolution = {
  mainFields: ['workerd', 'worker', 'browser', 'module', 'main'],
  conditions: ['workerd', 'worker', 'browser', 'import', 'module'],
};
