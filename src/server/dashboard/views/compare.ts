/** Two revisions side by side: files added, removed, changed, with links to both previews. */
export const COMPARE = `<% layout('@layout') %>
<h1>Compare revisions of <%= it.domain %></h1>
<%~ include('@project-nav', it) %>
<form method="get" action="/dashboard/projects/<%= encodeURIComponent(it.domain) %>/compare" class="actions">
  <div><label for="from">From (older)</label>
  <select id="from" name="from">
<% for (const r of it.revisions) { %>
    <option value="<%= r.rev %>"<% if (r.rev === it.from.rev) { %> selected<% } %>><%= r.rev %><%= r.current ? ' (live)' : '' %></option>
<% } %>
  </select></div>
  <div><label for="to">To (newer)</label>
  <select id="to" name="to">
<% for (const r of it.revisions) { %>
    <option value="<%= r.rev %>"<% if (r.rev === it.to.rev) { %> selected<% } %>><%= r.rev %><%= r.current ? ' (live)' : '' %></option>
<% } %>
  </select></div>
  <div><button type="submit">Compare</button></div>
</form>
<p>From <a href="<%= it.from.url %>"><%= it.from.rev %></a> to <a href="<%= it.to.url %>"><%= it.to.rev %></a>:
  <%= it.added.length %> added, <%= it.removed.length %> removed, <%= it.changed.length %> changed, <%= it.unchanged %> unchanged.</p>
<% if (it.same) { %><p class="muted">Both sides are the same revision; pick two different ones.</p><% } %>
<h2>Changed (<%= it.changed.length %>)</h2>
<% if (it.changed.length === 0) { %><p class="muted">None.</p><% } else { %>
<ul class="files">
<% for (const f of it.changed) { %>
  <li><code><%= f.path %></code>: <a href="<%= f.from %>">before (<%= it.from.rev %>)</a> · <a href="<%= f.to %>">after (<%= it.to.rev %>)</a></li>
<% } %>
</ul>
<% } %>
<h2>Added (<%= it.added.length %>)</h2>
<% if (it.added.length === 0) { %><p class="muted">None.</p><% } else { %>
<ul class="files">
<% for (const f of it.added) { %>
  <li><a href="<%= f.to %>"><code><%= f.path %></code></a></li>
<% } %>
</ul>
<% } %>
<h2>Removed (<%= it.removed.length %>)</h2>
<% if (it.removed.length === 0) { %><p class="muted">None.</p><% } else { %>
<ul class="files">
<% for (const f of it.removed) { %>
  <li><a href="<%= f.from %>"><code><%= f.path %></code></a></li>
<% } %>
</ul>
<% } %>
`;
