// The compare page: the reader picks two to four systems of one class, and sees, for each
// protocol they share, their results side by side (bars and a table with the differences in
// percent). The results, names and formatted figures come from the data file the build
// writes beside the page (compare/data.json); without this script the page lists each
// drive's server-rendered comparison.
(function () {
  "use strict";
  var form = document.getElementById("compare");
  var results = document.getElementById("compare-results");
  if (!form || !results || !window.fetch) return;
  var MAX = 4;
  var SVG = "http://www.w3.org/2000/svg";

  function el(name, attrs, children) {
    var node = document.createElement(name);
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    (children || []).forEach(function (child) {
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function svgEl(name, attrs) {
    var node = document.createElementNS(SVG, name);
    Object.keys(attrs).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    return node;
  }

  fetch(form.getAttribute("data-src"))
    .then(function (response) { return response.json(); })
    .then(function (data) {
      var percent = new Intl.NumberFormat(data.lang, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
      var systems = {};
      data.classes.forEach(function (c) { c.systems.forEach(function (s) { systems[s.id] = s; }); });
      form.hidden = false;

      // In the order they were picked: the first is the one the others are measured against.
      var picked = [];
      function selected() {
        var checked = Array.prototype.filter.call(form.querySelectorAll("input[name=system]"), function (box) { return box.checked; })
          .map(function (box) { return box.value; });
        picked = picked.filter(function (id) { return checked.indexOf(id) >= 0; });
        checked.forEach(function (id) { if (picked.indexOf(id) < 0) picked.push(id); });
        return picked.slice();
      }

      // Only systems of the class of the first one picked, and at most four.
      function limit(chosen) {
        var chosenClass = chosen.length ? systems[chosen[0]].class : null;
        Array.prototype.forEach.call(form.querySelectorAll("fieldset"), function (set) {
          var other = chosenClass !== null && set.getAttribute("data-class") !== chosenClass;
          Array.prototype.forEach.call(set.querySelectorAll("input"), function (box) {
            box.disabled = !box.checked && (other || chosen.length >= MAX);
          });
        });
      }

      function bars(ranking, ids) {
        var width = 320, row = 28, height = ids.length * row + 4;
        var max = Math.max.apply(null, ids.map(function (id) { return ranking.values[id].value; })) || 1;
        var svg = svgEl("svg", { viewBox: "0 0 " + width + " " + height, width: "100%", role: "img", "aria-label": ranking.heading, class: "compare-bars" });
        ids.forEach(function (id, index) {
          var value = ranking.values[id];
          var length = Math.max(2, (value.value / max) * (width - 8));
          svg.appendChild(svgEl("rect", { x: 0, y: index * row + 4, width: length, height: row - 8, class: index === 0 ? "bar first" : "bar" }));
          var label = svgEl("text", { x: 6, y: index * row + row / 2 + 4, class: "bar-label" });
          label.textContent = systems[id].name + ": " + value.text;
          svg.appendChild(label);
        });
        return svg;
      }

      function table(ranking, ids) {
        var base = ranking.values[ids[0]].value;
        var head = el("thead", {}, [el("tr", {}, [
          el("th", { scope: "col" }, [form.getAttribute("data-system") || ""]),
          el("th", { scope: "col", class: "num" }, [ranking.title]),
          el("th", { scope: "col", class: "num" }, [data.strings.difference]),
        ])]);
        var body = el("tbody", {}, ids.map(function (id, index) {
          var value = ranking.values[id];
          var difference = index === 0 || base === 0 ? "—" : percent.format((value.value - base) / base);
          return el("tr", {}, [
            el("th", { scope: "row" }, [systems[id].review_url ? el("a", { href: systems[id].review_url }, [systems[id].name]) : systems[id].name]),
            el("td", { class: "num" }, [value.text]),
            el("td", { class: "num difference" }, [difference]),
          ]);
        }));
        return el("div", { class: "table-scroll", tabindex: "0" }, [el("table", { class: "compare-table" }, [head, body])]);
      }

      function show() {
        var chosen = selected();
        limit(chosen);
        results.textContent = "";
        if (chosen.length < 2) return;
        var byProtocol = {};
        var order = [];
        data.rankings.forEach(function (ranking) {
          var ids = chosen.filter(function (id) { return ranking.values[id]; });
          if (ids.length < 2) return;
          if (!byProtocol[ranking.protocol]) { byProtocol[ranking.protocol] = []; order.push(ranking.protocol); }
          byProtocol[ranking.protocol].push({ ranking: ranking, ids: ids });
        });
        if (!order.length) {
          results.appendChild(el("p", {}, [data.strings.none_shared]));
          return;
        }
        order.forEach(function (protocol) {
          var section = el("section", { class: "comparison" }, [el("h2", {}, [byProtocol[protocol][0].ranking.protocol_name])]);
          byProtocol[protocol].forEach(function (item) {
            var figure = el("figure", { class: "compare-figure" }, [
              el("figcaption", {}, [item.ranking.heading + " · " + (item.ranking.lower_is_better ? data.strings.lower : data.strings.higher)]),
            ]);
            figure.appendChild(bars(item.ranking, item.ids));
            figure.appendChild(table(item.ranking, item.ids));
            section.appendChild(figure);
          });
          results.appendChild(section);
        });
      }

      form.addEventListener("change", show);
      show();
    })
    .catch(function () { /* the server-rendered comparisons remain */ });
})();
