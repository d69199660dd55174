/** The project's other pages: edges (audit with TLS check), certificates, collaborators, settings, DNS. */
/** A definition list of [key, text] pairs (`include('@facts', { facts })`). */
export const FACTS = `<dl class="facts">
<% for (const [k, v] of it.facts) { %>
  <dt><%= k %></dt><dd><%= v %></dd>
<% } %>
</dl>`;

export const AUDIT = `<% layout('@layout') %>
<h1>Edges of <%= it.domain %></h1>
<%~ include('@project-nav', it) %>
<% if (it.edges.length === 0) { %><p class="muted">This server runs no edges.</p><% } else { %>
<div class="table-wrap">
<table>
  <thead><tr><th scope="col">Edge</th><th scope="col">Revision</th><th scope="col">In sync</th><th scope="col">TLS</th><th scope="col" class="wide">Errors</th></tr></thead>
  <tbody>
<% for (const e of it.edges) { %>
    <tr><td><%= e.edge %> <span class="muted"><%= e.location %></span></td><td class="mono"><%= e.rev %></td>
      <td><%= e.inSync ? 'yes' : 'no' %></td><td><%= e.tls %></td><td class="wide"><%= e.errors %></td></tr>
<% } %>
  </tbody>
</table>
</div>
<% } %>
`;

export const CERTS = `<% layout('@layout') %>
<h1>Certificates of <%= it.domain %></h1>
<%~ include('@project-nav', it) %>
<% if (it.certs.length === 0) { %><p class="muted">No certificate yet.</p><% } %>
<div class="cards">
<% for (const c of it.certs) { %>
  <section class="card" aria-label="Certificate"><%~ include('@facts', { facts: c }) %></section>
<% } %>
</div>
`;

export const COLLABORATORS = `<% layout('@layout') %>
<h1>Collaborators of <%= it.domain %></h1>
<%~ include('@project-nav', it) %>
<% if (it.collaborators.length === 0) { %><p class="muted">No collaborators.</p><% } else { %>
<ul>
<% for (const c of it.collaborators) { %>
  <li><%= c.email %> <span class="muted">since <%= c.since %></span>
    <form class="inline" method="post" action="/dashboard/projects/<%= encodeURIComponent(it.domain) %>/collaborators/revoke">
      <input type="hidden" name="_csrf" value="<%= it.csrf %>">
      <input type="hidden" name="email" value="<%= c.email %>">
      <button class="danger" type="submit" aria-label="Revoke <%= c.email %>">Revoke</button>
    </form></li>
<% } %>
</ul>
<% } %>
<h2>Invite</h2>
<form class="stack" method="post" action="/dashboard/projects/<%= encodeURIComponent(it.domain) %>/collaborators">
  <input type="hidden" name="_csrf" value="<%= it.csrf %>">
  <label for="invite-email">Email of the collaborator</label>
  <input id="invite-email" name="email" type="email" required>
  <div><button type="submit">Invite</button></div>
</form>
`;

export const SETTINGS = `<% layout('@layout') %>
<h1>Settings of <%= it.domain %></h1>
<%~ include('@project-nav', it) %>
<%~ include('@facts', { facts: it.facts }) %>
<h2>Previews</h2>
<form class="stack" method="post" action="/dashboard/projects/<%= encodeURIComponent(it.domain) %>/settings/previews">
  <input type="hidden" name="_csrf" value="<%= it.csrf %>">
  <label for="previews">Who may open preview and alias hosts</label>
  <select id="previews" name="previews">
    <option value="public"<%= it.previews === 'public' ? ' selected' : '' %>>Anyone with the link (public)</option>
    <option value="protected"<%= it.previews === 'protected' ? ' selected' : '' %>>The owner and collaborators (protected)</option>
  </select>
  <div><button type="submit">Save</button></div>
</form>
<p class="muted">Change the others with <code>sitepub settings</code> or <code>PUT /<%= it.domain %>/settings</code>.</p>
`;

export const DNS = `<% layout('@layout') %>
<h1>DNS of <%= it.domain %></h1>
<%~ include('@project-nav', it) %>
<%~ include('@facts', { facts: it.facts }) %>
<% if (it.records.length > 0) { %>
<h2>Records</h2>
<div class="cards">
<% for (const r of it.records) { %>
  <section class="card" aria-label="DNS record"><%~ include('@facts', { facts: r }) %></section>
<% } %>
</div>
<% } %>
`;
