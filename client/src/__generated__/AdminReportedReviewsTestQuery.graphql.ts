/**
 * @generated SignedSource<<e94bfd37bc0f3d577b0b3821380b514b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminReportedReviewsTestQuery$variables = Record<PropertyKey, never>;
export type AdminReportedReviewsTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminReportedReviews_query">;
};
export type AdminReportedReviewsTestQuery = {
  response: AdminReportedReviewsTestQuery$data;
  variables: AdminReportedReviewsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminReportedReviewsTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AdminReportedReviews_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminReportedReviewsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryReportedCollaboratorReviewsConnection",
        "kind": "LinkedField",
        "name": "reportedCollaboratorReviews",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryReportedCollaboratorReviewsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CollaboratorReview",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hidden",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hiddenReason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reportsCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "author",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Collaborator",
                    "kind": "LinkedField",
                    "name": "collaborator",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "path",
                        "storageKey": null
                      },
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rating",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quality",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "communication",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "schedule",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cooperation",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reply",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerIsAuthor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanReply",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "reportedCollaboratorReviews(first:10)"
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "AdminReportedReviews_reportedCollaboratorReviews",
        "kind": "LinkedHandle",
        "name": "reportedCollaboratorReviews"
      }
    ]
  },
  "params": {
    "cacheID": "afd581102b017732f8e3b2798e287ba1",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "reportedCollaboratorReviews": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryReportedCollaboratorReviewsConnection"
        },
        "reportedCollaboratorReviews.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryReportedCollaboratorReviewsConnectionEdge"
        },
        "reportedCollaboratorReviews.edges.cursor": (v3/*:: as any*/),
        "reportedCollaboratorReviews.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CollaboratorReview"
        },
        "reportedCollaboratorReviews.edges.node.__typename": (v3/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.author": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "reportedCollaboratorReviews.edges.node.author.displayName": (v3/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.author.id": (v4/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.collaborator": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Collaborator"
        },
        "reportedCollaboratorReviews.edges.node.collaborator.displayName": (v3/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.collaborator.id": (v4/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.collaborator.path": (v3/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.communication": (v5/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.cooperation": (v5/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "reportedCollaboratorReviews.edges.node.hidden": (v6/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.hiddenReason": (v7/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.id": (v4/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.quality": (v5/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.rating": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Float"
        },
        "reportedCollaboratorReviews.edges.node.reply": (v7/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.reportsCount": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "reportedCollaboratorReviews.edges.node.schedule": (v5/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.text": (v3/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.viewerCanReply": (v6/*:: as any*/),
        "reportedCollaboratorReviews.edges.node.viewerIsAuthor": (v6/*:: as any*/),
        "reportedCollaboratorReviews.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "reportedCollaboratorReviews.pageInfo.endCursor": (v7/*:: as any*/),
        "reportedCollaboratorReviews.pageInfo.hasNextPage": (v6/*:: as any*/),
        "reportedCollaboratorReviews.totalCount": (v5/*:: as any*/)
      }
    },
    "name": "AdminReportedReviewsTestQuery",
    "operationKind": "query",
    "text": "query AdminReportedReviewsTestQuery {\n  ...AdminReportedReviews_query\n}\n\nfragment AdminReportedReviews_query on Query {\n  reportedCollaboratorReviews(first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        ...AdminReviewRow_review\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment AdminReviewRow_review on CollaboratorReview {\n  id\n  hidden\n  hiddenReason\n  reportsCount\n  author {\n    displayName\n    id\n  }\n  collaborator {\n    displayName\n    path\n    id\n  }\n  ...ReviewCard_review\n}\n\nfragment ReviewCard_review on CollaboratorReview {\n  id\n  rating\n  quality\n  communication\n  schedule\n  cooperation\n  text\n  createdAt\n  reply\n  viewerIsAuthor\n  viewerCanReply\n}\n"
  }
};
})();

(node as any).hash = "34028c20c5fcb5713b6ba436868c2f80";

export default node;
