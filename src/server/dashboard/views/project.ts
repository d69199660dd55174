/** A project's revisions, newest first, with the live marker and the cutover / rollback / discard buttons. */
export const PROJECT = `<% layout('@layout') %>
<h1><%= it.domain %></h1>
<%~ include('@project-nav', it) %>
<dl class="facts">
  <dt>Production</dt><dd><a href="<%= it.productionUrl %>"><%= it.productionUrl %></a></dd>
  <dt>Live revision</dt><dd><% if (it.live) { %><span class="mono"><%= it.live.rev %></span><% } else { %>offline<% } %></dd>
  <dt>Your role</dt><dd><%= it.role %></dd>
</dl>
<% if (it.revisions.length === 0) { %>
<p>No revisions: publish one with <code>sitepub deploy ./public <%= it.domain %></code>.</p>
<% } else { %>
<div class="actions">
<% if (it.rollbackTo) { %>
  <form class="inline" method="post" action="/dashboard/projects/<%= encodeURIComponent(it.domain) %>/rollback">
    <input type="hidden" name="_csrf" value="<%= it.csrf %>">
    <button class="secondary" type="submit">Roll back to revision <%= it.rollbackTo %></button>
  </form>
<% } else { %>
  <p class="muted">No rollback: <%= it.rollbackWhy %>.</p>
<% } %>
  <a class="button secondary" href="/dashboard/projects/<%= encodeURIComponent(it.domain) %>/compare">Compare revisions</a>
</div>
<h2>Revisions <span class="muted">(newest first)</span></h2>
<div class="table-wrap">
<table>
  <thead><tr>
    <th scope="col">Revision</th><th scope="col">Message</th><th scope="col" class="wide">Publisher</th>
    <th scope="col" class="num wide">Files</th><th scope="col" class="num">Size</th><th scope="col">Actions</th>
  </tr></thead>
  <tbody>
<% for (const r of it.revisions) { %>
    <tr id="rev-<%= r.rev %>">
      <td><span class="mono"><%= r.rev %></span>
        <% if (r.current) { %><span class="badge live">live</span><% } else if (r.stage) { %><span class="badge staged"><%= r.stage %></span><% } %>
        <% if (r.rolledBack) { %><span class="badge staged" title="production was rolled back from it: no rollback returns here">rolled back</span><% } %>
        <div class="muted"><time datetime="<%= r.createdAt %>"><%= r.createdAtText %></time></div></td>
      <td><%= r.text || '—' %>
        <% if (r.pr) { %><div>PR #<%= r.pr %></div><% } %>
        <% if (r.commit) { %><div>commit <span class="mono" title="<%= r.commit %>"><%= r.commit.slice(0, 12) %></span></div><% } %>
        <% if (r.kind) { %><div class="muted"><%= r.kind %></div><% } %></td>
      <td class="wide"><%= r.email %></td>
      <td class="num wide"><%= r.files %></td>
      <td class="num"><%= r.size %></td>
      <td><div class="actions">
        <a class="button secondary" href="<%= r.previewUrl %>" aria-label="Preview revision <%= r.rev %>">Preview</a>
<% if (!r.current) { %>
        <form class="inline" method="post" action="/dashboard/projects/<%= encodeURIComponent(it.domain) %>/cutover">
          <input type="hidden" name="_csrf" value="<%= it.csrf %>">
          <input type="hidden" name="rev" value="<%= r.rev %>">
          <button type="submit" aria-label="Put live revision <%= r.rev %>">Put live</button>
        </form>
<% } %>
        <a class="button danger" href="/dashboard/projects/<%= encodeURIComponent(it.domain) %>/discard?rev=<%= r.rev %>" aria-label="Discard revision <%= r.rev %>">Discard</a>
      </div></td>
    </tr>
<% } %>
  </tbody>
</table>
</div>
<% } %>
`;

/** The confirmation step of a destructive action (discard a revision, delete the account). */
export const CONFIRM = `<% layout('@layout') %>
<h1><%= it.title %></h1>
<p><%= it.question %></p>
<form method="post" action="<%= it.action %>">
  <input type="hidden" name="_csrf" value="<%= it.csrf %>">
<% for (const [name, value] of it.fields) { %>
  <input type="hidden" name="<%= name %>" value="<%= value %>">
<% } %>
  <input type="hidden" name="confirm" value="yes">
  <div class="actions">
    <button class="danger" type="submit"><%= it.confirmLabel %></button>
    <a class="button secondary" href="<%= it.back %>">Cancel</a>
  </div>
</form>
`;
