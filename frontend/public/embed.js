/*
 * Seedline survey embed (issue 34). Put on any page whose origin is on the survey's allow-list:
 *
 *   <script src="https://SEEDLINE/embed.js" async></script>
 *   <div data-seedline-survey="ops-pulse"></div>                   the survey, in place
 *   <button type="button" data-seedline-popup="ops-pulse">Take the survey</button>   in a dialog
 *
 * The survey's frame follows its content's height (messages 'seedline:resize'). The host page's query
 * parameters go to the survey, which keeps only its hidden fields and utm_source / utm_medium /
 * utm_campaign. When a response is completed the element (container or button) gets a bubbling DOM event
 * 'seedline:completed' (detail: { slug, responseId }), besides the window message of the same type. The host
 * page navigates only when the survey is set to send it to its redirect URL ('seedline:redirect'). A popup
 * closes on Escape, also when pressed inside the survey ('seedline:escape').
 * Plain ES5, no dependencies.
 */
/* global window, document */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src) return;
  var ORIGIN = new URL(script.src).origin;
  var frames = [];

  function embedUrl(slug) {
    return ORIGIN + '/embed/' + encodeURIComponent(slug) + window.location.search;
  }

  function makeFrame(slug, title, owner) {
    var frame = document.createElement('iframe');
    frame.src = embedUrl(slug);
    frame.title = title || 'Survey';
    frame.setAttribute('allow', 'clipboard-write');
    frame.style.cssText = 'display:block;width:100%;height:420px;border:0;background:transparent;';
    frames.push({ frame: frame, owner: owner, slug: slug, close: null });
    return frame;
  }

  function mount(container) {
    if (container.getAttribute('data-seedline-mounted')) return;
    container.setAttribute('data-seedline-mounted', 'true');
    var slug = container.getAttribute('data-seedline-survey');
    container.appendChild(makeFrame(slug, container.getAttribute('data-seedline-title'), container));
  }

  var FOCUSABLE = 'a[href],button:not([disabled]),iframe,input,select,textarea,[tabindex]:not([tabindex="-1"])';

  function openPopup(button) {
    var slug = button.getAttribute('data-seedline-popup');
    var title = button.getAttribute('data-seedline-title') || button.textContent.trim() || 'Survey';
    var overlay = document.createElement('div');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483000;background:rgba(15,23,42,.6);display:flex;align-items:center;justify-content:center;padding:16px;';
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', title);
    dialog.style.cssText =
      'position:relative;width:100%;max-width:720px;max-height:calc(100vh - 32px);overflow:auto;background:#fff;border-radius:12px;box-shadow:0 20px 50px rgba(0,0,0,.3);';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.setAttribute('aria-label', 'Close the survey');
    close.style.cssText =
      'position:sticky;top:8px;float:right;margin:8px 8px 0 0;z-index:1;font:600 14px system-ui,sans-serif;padding:8px 12px;border-radius:8px;border:1px solid #cbd5e1;background:#fff;color:#0f172a;cursor:pointer;';
    var frame = makeFrame(slug, title, button);
    // Sentinels keep Tab inside the dialog: leaving past the last element comes back to the first, and back.
    var before = document.createElement('span');
    var after = document.createElement('span');
    before.tabIndex = 0;
    after.tabIndex = 0;
    dialog.appendChild(before);
    dialog.appendChild(close);
    dialog.appendChild(frame);
    dialog.appendChild(after);
    overlay.appendChild(dialog);

    function inside() {
      return Array.prototype.filter.call(dialog.querySelectorAll(FOCUSABLE), function (el) {
        return el !== before && el !== after;
      });
    }
    before.addEventListener('focus', function () {
      var list = inside();
      list[list.length - 1].focus();
    });
    after.addEventListener('focus', function () {
      inside()[0].focus();
    });
    function onKey(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        shut();
      }
    }
    function shut() {
      document.removeEventListener('keydown', onKey, true);
      frames = frames.filter(function (entry) {
        return entry.frame !== frame;
      });
      if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
      document.documentElement.style.overflow = previousOverflow;
      button.focus();
    }
    close.addEventListener('click', shut);
    frames[frames.length - 1].close = shut;
    overlay.addEventListener('click', function (event) {
      if (event.target === overlay) shut();
    });
    document.addEventListener('keydown', onKey, true);
    var previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    close.focus();
  }

  function bind(button) {
    if (button.getAttribute('data-seedline-bound')) return;
    button.setAttribute('data-seedline-bound', 'true');
    button.setAttribute('aria-haspopup', 'dialog');
    button.addEventListener('click', function () {
      openPopup(button);
    });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN || !event.data || typeof event.data.type !== 'string') return;
    var entry = null;
    for (var i = 0; i < frames.length; i++) if (frames[i].frame.contentWindow === event.source) entry = frames[i];
    if (!entry) return;
    var data = event.data;
    if (data.type === 'seedline:resize' && typeof data.height === 'number' && data.height > 0) {
      entry.frame.style.height = Math.ceil(data.height) + 'px';
    } else if (data.type === 'seedline:completed') {
      var detail = { slug: entry.slug, responseId: data.responseId };
      entry.owner.dispatchEvent(new CustomEvent('seedline:completed', { bubbles: true, detail: detail }));
    } else if (data.type === 'seedline:escape' && entry.close) {
      entry.close();
    } else if (data.type === 'seedline:redirect' && typeof data.url === 'string' && /^https:\/\//i.test(data.url)) {
      window.location.assign(data.url);
    }
  });

  function scan() {
    Array.prototype.forEach.call(document.querySelectorAll('[data-seedline-survey]'), mount);
    Array.prototype.forEach.call(document.querySelectorAll('[data-seedline-popup]'), bind);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  else scan();
})();
