// An init script that counts the page's Web Workers: window.__liveWorkers(name) is how many
// workers with that name (the `name` option) were made and not yet terminated.
export const workerCountScript = `(() => {
  const Real = window.Worker;
  const workers = [];
  window.Worker = class extends Real {
    constructor(url, options) {
      super(url, options);
      this.__name = options && options.name;
      this.__alive = true;
      workers.push(this);
    }
    terminate() {
      this.__alive = false;
      super.terminate();
    }
  };
  window.__liveWorkers = (name) => workers.filter((w) => w.__alive && w.__name === name).length;
})();`;
