/** Sessions and API tokens (revocable; new tokens are minted with the CLI), and the account page. */
export const TOKENS = `<% layout('@layout') %>
<h1>Sessions &amp; tokens</h1>
<h2>Dashboard sessions</h2>
<div class="table-wrap">
<table>
  <thead><tr><th scope="col">Session</th><th scope="col" class="wide">Signed in</th><th scope="col" class="wide">Last used</th><th scope="col">Action</th></tr></thead>
  <tbody>
<% for (const t of it.sessions) { %>
    <tr><td><span class="mono"><%= t.id %></span> <%= t.msg %><% if (t.current) { %> <span class="badge live">this session</span><% } %></td>
      <td class="wide"><%= t.created %></td><td class="wide"><%= t.used %></td>
      <td><form class="inline" method="post" action="/dashboard/tokens/revoke">
        <input type="hidden" name="_csrf" value="<%= it.csrf %>"><input type="hidden" name="id" value="<%= t.id %>">
        <button class="danger" type="submit" aria-label="Revoke session <%= t.id %>">Revoke</button></form></td></tr>
<% } %>
  </tbody>
</table>
</div>
<h2>API tokens</h2>
<% if (it.tokens.length === 0) { %><p class="muted">No API tokens.</p><% } else { %>
<div class="table-wrap">
<table>
  <thead><tr><th scope="col">Token</th><th scope="col">Scope</th><th scope="col" class="wide">Created</th><th scope="col" class="wide">Last used</th><th scope="col" class="wide">Expires</th><th scope="col">Action</th></tr></thead>
  <tbody>
<% for (const t of it.tokens) { %>
    <tr><td><span class="mono"><%= t.id %></span> <%= t.msg %></td><td><%= t.scope %></td>
      <td class="wide"><%= t.created %></td><td class="wide"><%= t.used %></td><td class="wide"><%= t.expires %></td>
      <td><form class="inline" method="post" action="/dashboard/tokens/revoke">
        <input type="hidden" name="_csrf" value="<%= it.csrf %>"><input type="hidden" name="id" value="<%= t.id %>">
        <button class="danger" type="submit" aria-label="Revoke token <%= t.id %>">Revoke</button></form></td></tr>
<% } %>
  </tbody>
</table>
</div>
<% } %>
<h2>New token</h2>
<p>A token's value is never shown in a page. Mint one in a terminal, where it is printed once:</p>
<pre><code>sitepub token -m "CI of my-site"   # or the official CLI: surge token</code></pre>
`;

export const ACCOUNT = `<% layout('@layout') %>
<h1>Account</h1>
<dl class="facts">
  <dt>Email</dt><dd><%= it.email %></dd>
  <dt>Plan</dt><dd><%= it.plan %></dd>
  <dt>Email verified</dt><dd><%= it.verified || 'not yet' %></dd>
  <dt>Created</dt><dd><%= it.created %></dd>
</dl>
<% if (!it.verified) { %>
<form method="post" action="/dashboard/account/verification">
  <input type="hidden" name="_csrf" value="<%= it.csrf %>">
  <button type="submit">Send the verification mail again</button>
</form>
<% } %>
<h2>Delete the account</h2>
<p>An account that still owns projects cannot be deleted (the server answers 409 Conflict): tear each project down
first, e.g. <code>sitepub teardown my-site.example.com</code>. Collaborations end with the account.</p>
<a class="button danger" href="/dashboard/account/delete">Delete this account…</a>
`;
