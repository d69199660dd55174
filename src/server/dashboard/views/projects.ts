/** The account's projects (owned and collaborations), each domain a link to its project page. */
export const PROJECTS = `<% layout('@layout') %>
<h1>Projects</h1>
<% if (it.rows.length === 0) { %>
<p>No projects yet. Publish one with <code>sitepub deploy ./public my-site.<%= it.platformDomain %></code>.</p>
<% } else { %>
<div class="table-wrap">
<table>
  <caption class="muted">Projects you own or collaborate on</caption>
  <thead><tr>
    <th scope="col">Domain</th><th scope="col">Live revision</th><th scope="col" class="wide">Went live</th>
    <th scope="col" class="num">Revisions</th><th scope="col" class="wide">Plan</th><th scope="col">Last deploy</th>
  </tr></thead>
  <tbody>
<% for (const r of it.rows) { %>
    <tr>
      <td><a href="/dashboard/projects/<%= encodeURIComponent(r.domain) %>"><%= r.domain %></a>
        <% if (r.role === 'collaborator') { %><span class="badge">collaborator</span><% } %></td>
      <td><% if (r.liveRev) { %><span class="mono"><%= r.liveRev %></span><% } else { %><span class="muted">offline</span><% } %></td>
      <td class="wide"><% if (r.liveAt) { %><time datetime="<%= r.liveAt %>"><%= r.liveAtText %></time><% } else { %><span class="muted">—</span><% } %></td>
      <td class="num"><%= r.revisionCount %></td>
      <td class="wide"><%= r.plan %></td>
      <td><% if (r.lastDeploy) { %><time datetime="<%= r.lastDeploy %>"><%= r.lastDeployText %></time><% } else { %><span class="muted">—</span><% } %></td>
    </tr>
<% } %>
  </tbody>
</table>
</div>
<% } %>
`;
