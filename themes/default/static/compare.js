// The compare page: the reader picks two to four systems that share a test, and sees, for
// each protocol they share, their results side by side (bars and a table with the
// differences in percent). The results, names and formatted figures come from the data file
// the build writes beside the page (compare/data.json); without this script the page lists
// each drive's server-rendered comparison.
//
// The picks are kept in the page's URL (?pick=…&pick=…, in the order picked), so that a
// comparison can be shared and other pages can link to one. Only systems that share a test
// with every system already picked can be picked.
//
// The bars are HTML, not a scaled drawing: their names wrap and keep the page's text size at
// every width, and their colours come from the page's (light or dark) scheme.
(function () {
  "use strict";
  var form = document.getElementById("compare");
  var results = document.getElementById("compare-results");
  if (!form || !results || !window.fetch) return;
  var MAX = 4;

  function el(name, attrs, children) {
    var node = document.createElement(name);
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    (children || []).forEach(function (child) {
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  // A system's name is in the page's language but for a review's title shown from the
  // language it is written in, which says so (`name_lang`).
  function nameAttributes(system, attrs) {
    if (system.name_lang) attrs.lang = system.name_lang;
    return attrs;
  }

  function boxes() {
    return Array.prototype.slice.call(form.querySelectorAll("input[name=pick]"));
  }

  fetch(form.getAttribute("data-src"))
    .then(function (response) { return response.json(); })
    .then(function (data) {
      var percentFormat = new Intl.NumberFormat(data.locale, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
      // A difference's sign as the pages write it: the minus sign U+2212, where CLDR gives
      // most locales the hyphen-minus ("−1.1%", never "-1.1%").
      var percent = {
        format: function (value) {
          return percentFormat.formatToParts(value).map(function (part) {
            return part.type === "minusSign" ? "\u2212" : part.value;
          }).join("");
        },
      };
      var systems = {};
      data.classes.forEach(function (c) { c.systems.forEach(function (s) { systems[s.id] = s; }); });
      // The tests (a protocol, for one class of system) each system has a result under.
      var tests = {};
      data.rankings.forEach(function (ranking) {
        var test = ranking.protocol + " " + ranking.class;
        Object.keys(ranking.values).forEach(function (id) {
          tests[id] = tests[id] || {};
          tests[id][test] = true;
        });
      });
      function shareATest(ids) {
        var first = tests[ids[0]] || {};
        return Object.keys(first).some(function (test) {
          return ids.every(function (id) { return tests[id] && tests[id][test]; });
        });
      }
      form.hidden = false;

      // In the order they were picked: the first is the one the others are measured against.
      var picked = [];
      var fromUrl = new URLSearchParams(window.location.search).getAll("pick");
      fromUrl.forEach(function (id) {
        if (systems[id] && picked.indexOf(id) < 0 && picked.length < MAX && (picked.length === 0 || shareATest(picked.concat([id])))) {
          picked.push(id);
        }
      });
      boxes().forEach(function (box) { box.checked = picked.indexOf(box.value) >= 0; });

      function selected() {
        var checked = boxes().filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
        picked = picked.filter(function (id) { return checked.indexOf(id) >= 0; });
        checked.forEach(function (id) { if (picked.indexOf(id) < 0) picked.push(id); });
        return picked.slice();
      }

      // A system can be added while fewer than four are picked and it shares a test with
      // every one of them; the others are disabled, and say why.
      function limit(chosen) {
        boxes().forEach(function (box) {
          var full = chosen.length >= MAX;
          var apart = chosen.length > 0 && !shareATest(chosen.concat([box.value]));
          box.disabled = !box.checked && (full || apart);
          var label = box.closest("label");
          if (label) {
            label.classList.toggle("unavailable", !box.checked && apart);
            label.title = !box.checked && apart ? data.strings.none_shared_with : "";
          }
        });
      }

      function keepInUrl(chosen) {
        var params = new URLSearchParams(window.location.search);
        params.delete("pick");
        chosen.forEach(function (id) { params.append("pick", id); });
        var query = params.toString();
        window.history.replaceState(null, "", window.location.pathname + (query ? "?" + query : "") + window.location.hash);
      }

      function bars(ranking, ids) {
        var max = Math.max.apply(null, ids.map(function (id) { return ranking.values[id].value; })) || 1;
        // The table below holds the same figures: the bars are a picture of them.
        return el("div", { class: "compare-bars", "aria-hidden": "true" }, ids.map(function (id, index) {
          var value = ranking.values[id];
          var share = Math.max(0.5, (value.value / max) * 100);
          return el("div", { class: "compare-bar-row" + (index === 0 ? " first" : "") }, [
            el("span", nameAttributes(systems[id], { class: "compare-bar-name" }), [systems[id].name]),
            " ",
            el("span", { class: "compare-bar-value" }, [value.text]),
            el("span", { class: "compare-bar-track" }, [el("span", { class: "compare-bar", style: "width: " + share.toFixed(1) + "%" })]),
          ]);
        }));
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
            el("th", nameAttributes(systems[id], { scope: "row" }), [systems[id].review_url ? el("a", { href: systems[id].review_url }, [systems[id].name]) : systems[id].name]),
            el("td", { class: "num" }, [value.text]),
            el("td", { class: "num difference" }, [difference]),
          ]);
        }));
        return el("div", { class: "table-scroll", tabindex: "0" }, [el("table", { class: "compare-table compare-picked" }, [head, body])]);
      }

      function show() {
        var chosen = selected();
        limit(chosen);
        keepInUrl(chosen);
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
