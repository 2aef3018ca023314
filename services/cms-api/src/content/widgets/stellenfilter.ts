/**
 * The job-listing widget editors embed in the text of the job page: it adds a filter field above the
 * list of jobs in the job-listing container (#stellenportal). Without JavaScript the full list stays.
 * Served as /api/cms/widgets/stellenfilter.js.
 */
export const STELLENFILTER_JS = `(function () {
  'use strict';
  var boxes = document.querySelectorAll('#stellenportal, .stellenportal');
  Array.prototype.forEach.call(boxes, function (box, index) {
    if (box.getAttribute('data-stellenfilter') === 'bereit') return;
    var items = Array.prototype.slice.call(box.querySelectorAll('li'));
    if (items.length === 0) return;
    box.setAttribute('data-stellenfilter', 'bereit');
    var id = 'stellenfilter-' + index;
    var wrap = document.createElement('div');
    wrap.className = 'stellenfilter';
    var label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = 'Stellenangebote filtern';
    var input = document.createElement('input');
    input.type = 'search';
    input.id = id;
    input.autocomplete = 'off';
    var status = document.createElement('p');
    status.className = 'stellenfilter__status';
    status.setAttribute('role', 'status');
    function update() {
      var query = input.value.trim().toLowerCase();
      var shown = 0;
      items.forEach(function (item) {
        var hit = query === '' || item.textContent.toLowerCase().indexOf(query) !== -1;
        item.hidden = !hit;
        if (hit) shown += 1;
      });
      status.textContent = shown === 1 ? '1 Stellenangebot' : shown + ' Stellenangebote';
    }
    input.addEventListener('input', update);
    wrap.appendChild(label);
    wrap.appendChild(input);
    wrap.appendChild(status);
    var list = items[0].parentNode;
    list.parentNode.insertBefore(wrap, list);
    update();
  });
})();
`;

/** Widgets by file name. */
export const WIDGETS: Record<string, string> = { 'stellenfilter.js': STELLENFILTER_JS };
