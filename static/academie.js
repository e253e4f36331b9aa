// academie: progressive enhancement only. Every page works without this file.
(function () {
  "use strict";

  // New partie: choosing a game shows its options at once.
  var choose = document.getElementById("choose-game");
  if (choose) {
    var select = choose.querySelector("select");
    var button = choose.querySelector("button");
    if (select && button) {
      button.hidden = true;
      select.addEventListener("change", function () { choose.submit(); });
    }
  }

  // The language switch comes back to this very page (without the script, the server
  // reads the Referer).
  document.querySelectorAll("a[data-lang-switch]").forEach(function (link) {
    link.href = link.getAttribute("href") + "?back=" +
      encodeURIComponent(window.location.pathname + window.location.search);
  });

  // The score sheet's print button (hidden without the script).
  document.querySelectorAll("[data-print]").forEach(function (button) {
    button.hidden = false;
    button.addEventListener("click", function () { window.print(); });
  });

  // Copy buttons (the spectator link): shown only with the script, which copies the
  // field's text.
  document.querySelectorAll("button[data-copy]").forEach(function (button) {
    var field = document.getElementById(button.getAttribute("data-copy"));
    if (!field) return;
    button.hidden = false;
    button.addEventListener("click", function () {
      field.select();
      if (navigator.clipboard) navigator.clipboard.writeText(field.value);
      else document.execCommand("copy");
    });
  });

  // --- The treasurer: share the settlement's plan. ----------------------------------
  // "Share" hands the plan's text to the phone's share sheet (the Web Share API) where
  // there is one, else copies it and says so. Without the script the text is there to
  // select by hand.
  document.querySelectorAll("button[data-share]").forEach(function (button) {
    var field = document.getElementById(button.getAttribute("data-share"));
    if (!field) return;
    button.hidden = false;
    button.addEventListener("click", function () {
      var text = field.value;
      var copied = function () {
        button.textContent = button.getAttribute("data-done");
      };
      if (navigator.share) {
        navigator.share({ text: text }).catch(function () {});
      } else if (navigator.clipboard) {
        navigator.clipboard.writeText(text).then(copied, function () {
          field.select();
        });
      } else {
        field.select();
        if (document.execCommand("copy")) copied();
      }
    });
  });
  // --- End of the treasurer's part. ---------------------------------------------------

  // Deleting a deal asks first (without the script, the button deletes at once).
  document.querySelectorAll("form[data-confirm]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (!window.confirm(form.getAttribute("data-confirm"))) event.preventDefault();
    });
  });

  // The deal form: a live preview of the payments, asked of the server (which alone
  // knows the rules) through the JSON API. The form's fields are sent as the form would
  // post them and read by the same parser as the POST, so the preview refuses exactly
  // what recording would (a blank box is missing, not 0). The form posts normally
  // whatever happens here.
  function formPairs(form) {
    var pairs = [];
    new FormData(form).forEach(function (value, name) {
      if (typeof value === "string") pairs.push([name, value]);
    });
    return pairs;
  }

  function text(tag, content, cls) {
    var el = document.createElement(tag);
    el.textContent = content;
    if (cls) el.className = cls;
    return el;
  }

  function words(code) { return String(code || "").replace(/_/g, " "); }

  function signed(n) { return (n > 0 ? "+" : "") + n; }

  // The game's own reading of the deal, in words: {lines: [{player, score, items:
  // [[label, n]...]}], note?}.
  // The preview's words, in the page's language (the template sets them on the box).
  function said(box, key, fallback) { return box.getAttribute("data-" + key) || fallback; }

  function showDealScore(box, reading) {
    if (!reading || !reading.lines || !reading.lines.length) return;
    var panel = document.createElement("div");
    panel.className = "deal-score";
    panel.appendChild(text("h3", said(box, "counts", "The deal counts")));
    reading.lines.forEach(function (line) {
      var who = document.createElement("p");
      who.className = "who";
      who.setAttribute("data-score", line.player);
      who.appendChild(document.createTextNode(line.player + " "));
      who.appendChild(text("strong", String(line.score)));
      var items = (line.items || []).map(function (it) { return it[0] + " " + it[1]; });
      if (items.length) who.appendChild(text("span", " (" + items.join(" + ") + ")", "muted"));
      panel.appendChild(who);
    });
    if (reading.note) panel.appendChild(text("p", reading.note, "muted"));
    box.appendChild(panel);
  }

  // The answer of POST /api/v1/parties/{id}/preview:
  // {transfers: [{from, to, amount, reason}], net: {player: n}, balances, pots,
  //  reading?} or {errors: [{detail}]}.
  function showPreview(form, box, body) {
    box.innerHTML = "";
    box.hidden = false;
    // The fields the preview marked last time are marked again only if still at fault.
    form.querySelectorAll("[data-preview-invalid]").forEach(function (el) {
      el.removeAttribute("data-preview-invalid");
      el.removeAttribute("aria-invalid");
    });
    if (body.errors) {
      body.errors.forEach(function (e) {
        if (!e.field) return;
        form.querySelectorAll("[data-field='" + e.field + "'] input, [data-field='" + e.field + "'] select").forEach(function (el) {
          if (el.getAttribute("aria-invalid") === "true") return;
          el.setAttribute("aria-invalid", "true");
          el.setAttribute("data-preview-invalid", "");
        });
      });
      box.appendChild(text("p", said(box, "invalid", "Not yet a valid deal:"), "muted"));
      body.errors.forEach(function (e) {
        var label = e.field ? form.querySelector("[data-field='" + e.field + "'] .label, [data-field='" + e.field + "'] label") : null;
        // French sets a space before the colon.
        var colon = document.documentElement.lang === "fr" ? " : " : ": ";
        box.appendChild(text("p", (label ? label.textContent.replace("*", "").trim() + colon : "") + e.detail, "error"));
      });
      return;
    }
    showDealScore(box, body.reading);
    box.appendChild(text("h3", said(box, "if", "If recorded as it stands")));
    // Players in seating order, as the server lists them (not the keys' byte order).
    var seated = body.players || Object.keys(body.net || {});
    if (body.net) {
      box.appendChild(text("p", seated.map(function (k) {
        return k + " " + signed(body.net[k]);
      }).join(" · ")));
    }
    var transfers = body.transfers || [];
    if (transfers.length) {
      var list = document.createElement("ul");
      list.className = "plain";
      transfers.forEach(function (t, i) {
        var line = body.payments && body.payments[i];
        list.appendChild(text("li", line || (words(t.from) + " → " + words(t.to) + ": " + t.amount + " (" + words(t.reason) + ")")));
      });
      box.appendChild(list);
    } else {
      box.appendChild(text("p", said(box, "none", "No payment."), "muted"));
    }
    if (body.balances) {
      box.appendChild(text("p", said(box, "then", "Balances then:") + " " + seated.map(function (k) {
        return k + " " + body.balances[k];
      }).join(" · "), "muted"));
    }
  }

  // The Record bar says what will be recorded after every tap, as the server drew it:
  // the choices of the deal (the contract, the ombre...), so that no contract is
  // recorded unseen. Only the line's text changes: the bar never moves.
  function sayChoices(form) {
    var line = form.querySelector("[data-summary-line]");
    if (!line) return;
    var pattern = line.getAttribute("data-fact") || "%l: %v";
    // As the server cuts: a last explanation in brackets is left out.
    function short(words) {
      var at = words.indexOf(" (");
      return at > 0 && words.charAt(words.length - 1) === ")" ? words.slice(0, at) : words;
    }
    var parts = [];
    form.querySelectorAll("[data-summary]").forEach(function (field) {
      var how = field.getAttribute("data-summary");
      var label = field.getAttribute("data-label") || "";
      if (how === "flag") {
        var box = field.querySelector("input[type=checkbox]");
        if (box && box.checked) parts.push(label);
        return;
      }
      var chosen = null;
      var radio = field.querySelector("input[type=radio]:checked");
      if (radio && radio.value) {
        var tag = form.querySelector("label[for='" + radio.id + "']");
        chosen = short(tag ? tag.textContent.trim() : radio.value);
      }
      var select = field.querySelector("select");
      if (select && select.value) chosen = short(select.options[select.selectedIndex].textContent.trim());
      if (!chosen) return;
      parts.push(how === "labelled" ? pattern.replace("%l", label).replace("%v", chosen) : chosen);
    });
    line.textContent = parts.length ? parts.join(" · ") : (line.getAttribute("data-empty") || "");
  }

  document.querySelectorAll("form.deal-form").forEach(function (form) {
    form.addEventListener("change", function () { sayChoices(form); });
    form.addEventListener("input", function () { sayChoices(form); });
  });

  document.querySelectorAll("form.deal-form[data-preview]").forEach(function (form) {
    var box = form.querySelector(".preview");
    if (!box || !window.fetch) return;
    var timer = null;
    var asked = 0;
    function preview() {
      var pairs = formPairs(form);
      var mine = ++asked;
      fetch(form.getAttribute("data-preview"), {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept": "application/json" },
        body: JSON.stringify(form.hasAttribute("data-deal")
          ? { form: pairs, deal: Number(form.getAttribute("data-deal")) }
          : { form: pairs })
      }).then(function (r) {
        return r.json();
      }).then(function (body) {
        if (mine === asked) showPreview(form, box, body);
      }).catch(function () { box.hidden = true; });
    }
    form.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(preview, 400);
    });
    form.addEventListener("change", function () {
      clearTimeout(timer);
      timer = setTimeout(preview, 150);
    });
  });
})();
