/**
 * @generated SignedSource<<63286b623877d35b20c142b7d7db4a84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectEditorTestQuery$variables = Record<PropertyKey, never>;
export type ProjectEditorTestQuery$data = {
  readonly myCollaboratorProfile: {
    readonly " $fragmentSpreads": FragmentRefs<"ProjectEditor_profile">;
  } | null | undefined;
  readonly portfolioProject: {
    readonly " $fragmentSpreads": FragmentRefs<"ProjectEditor_project">;
  } | null | undefined;
};
export type ProjectEditorTestQuery = {
  response: ProjectEditorTestQuery$data;
  variables: ProjectEditorTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "shop-app"
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
  "name": "priceRials",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProjectEditorTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "PortfolioProject",
        "kind": "LinkedField",
        "name": "portfolioProject",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectEditor_project"
          }
        ],
        "storageKey": "portfolioProject(slug:\"shop-app\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Collaborator",
        "kind": "LinkedField",
        "name": "myCollaboratorProfile",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProjectEditor_profile"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProjectEditorTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "PortfolioProject",
        "kind": "LinkedField",
        "name": "portfolioProject",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "path",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "visibility",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "industry",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "categories",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "technologies",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientName",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startedOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "completedOn",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "forSale",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "collaborating",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "confidential",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shareWithEmployers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "evaluatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "demoUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PortfolioDemoCredentials",
            "kind": "LinkedField",
            "name": "demoCredentials",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "password",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PortfolioOffer",
            "kind": "LinkedField",
            "name": "offers",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "licence",
                "storageKey": null
              },
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "includesSource",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "includesSetup",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "supportMonths",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PortfolioPicture",
            "kind": "LinkedField",
            "name": "pictures",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "file",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "thumbUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "caption",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PortfolioMember",
            "kind": "LinkedField",
            "name": "team",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
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
                  (v1/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PortfolioWords",
            "kind": "LinkedField",
            "name": "words",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "locale",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "summary",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "developerNotes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "challenges",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "portfolioProject(slug:\"shop-app\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Collaborator",
        "kind": "LinkedField",
        "name": "myCollaboratorProfile",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v4/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d7ff3daf7eb413fffac786a2c595d7df",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "myCollaboratorProfile": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Collaborator"
        },
        "myCollaboratorProfile.displayName": (v5/*:: as any*/),
        "myCollaboratorProfile.id": (v6/*:: as any*/),
        "myCollaboratorProfile.state": {
          "enumValues": [
            "DRAFT",
            "PUBLISHED",
            "HIDDEN",
            "SUSPENDED"
          ],
          "nullable": true,
          "plural": false,
          "type": "CollaboratorState"
        },
        "portfolioProject": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PortfolioProject"
        },
        "portfolioProject.categories": {
          "enumValues": [
            "WEBSITE",
            "WEB_APP",
            "MOBILE_APP",
            "AI",
            "BOT",
            "ECOMMERCE",
            "DASHBOARD",
            "API",
            "DESKTOP"
          ],
          "nullable": false,
          "plural": true,
          "type": "PortfolioCategory"
        },
        "portfolioProject.clientName": (v7/*:: as any*/),
        "portfolioProject.collaborating": (v8/*:: as any*/),
        "portfolioProject.completedOn": (v7/*:: as any*/),
        "portfolioProject.confidential": (v8/*:: as any*/),
        "portfolioProject.demoCredentials": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PortfolioDemoCredentials"
        },
        "portfolioProject.demoCredentials.password": (v7/*:: as any*/),
        "portfolioProject.demoCredentials.username": (v7/*:: as any*/),
        "portfolioProject.demoUrl": (v7/*:: as any*/),
        "portfolioProject.evaluatedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "portfolioProject.forSale": (v8/*:: as any*/),
        "portfolioProject.id": (v6/*:: as any*/),
        "portfolioProject.industry": {
          "enumValues": [
            "FINANCE",
            "HEALTH",
            "EDUCATION",
            "RETAIL",
            "LOGISTICS",
            "MEDIA",
            "TRAVEL",
            "REAL_ESTATE",
            "GOVERNMENT",
            "MANUFACTURING",
            "OTHER"
          ],
          "nullable": false,
          "plural": false,
          "type": "PortfolioIndustry"
        },
        "portfolioProject.offers": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PortfolioOffer"
        },
        "portfolioProject.offers.includesSetup": (v8/*:: as any*/),
        "portfolioProject.offers.includesSource": (v8/*:: as any*/),
        "portfolioProject.offers.licence": {
          "enumValues": [
            "SINGLE_USE",
            "EXTENDED"
          ],
          "nullable": false,
          "plural": false,
          "type": "PortfolioLicence"
        },
        "portfolioProject.offers.priceRials": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SafeInt"
        },
        "portfolioProject.offers.supportMonths": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "portfolioProject.path": (v5/*:: as any*/),
        "portfolioProject.pictures": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PortfolioPicture"
        },
        "portfolioProject.pictures.caption": (v7/*:: as any*/),
        "portfolioProject.pictures.file": (v5/*:: as any*/),
        "portfolioProject.pictures.thumbUrl": (v5/*:: as any*/),
        "portfolioProject.priceRials": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SafeInt"
        },
        "portfolioProject.shareWithEmployers": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "portfolioProject.slug": (v5/*:: as any*/),
        "portfolioProject.startedOn": (v7/*:: as any*/),
        "portfolioProject.state": {
          "enumValues": [
            "COMPLETED",
            "IN_PROGRESS",
            "UPCOMING"
          ],
          "nullable": false,
          "plural": false,
          "type": "PortfolioProjectState"
        },
        "portfolioProject.team": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PortfolioMember"
        },
        "portfolioProject.team.collaborator": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Collaborator"
        },
        "portfolioProject.team.collaborator.displayName": (v5/*:: as any*/),
        "portfolioProject.team.collaborator.id": (v6/*:: as any*/),
        "portfolioProject.team.role": {
          "enumValues": [
            "DEVELOPER",
            "TECH_LEAD",
            "ARCHITECT",
            "DESIGNER",
            "DEVOPS_ENGINEER",
            "QA_ENGINEER",
            "PROJECT_MANAGER",
            "PRODUCT_MANAGER",
            "CONSULTANT",
            "MENTOR"
          ],
          "nullable": false,
          "plural": false,
          "type": "CollaboratorRole"
        },
        "portfolioProject.technologies": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "portfolioProject.visibility": {
          "enumValues": [
            "DRAFT",
            "PUBLISHED",
            "HIDDEN"
          ],
          "nullable": true,
          "plural": false,
          "type": "PortfolioVisibility"
        },
        "portfolioProject.words": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PortfolioWords"
        },
        "portfolioProject.words.challenges": (v7/*:: as any*/),
        "portfolioProject.words.description": (v7/*:: as any*/),
        "portfolioProject.words.developerNotes": (v7/*:: as any*/),
        "portfolioProject.words.locale": (v5/*:: as any*/),
        "portfolioProject.words.summary": (v5/*:: as any*/),
        "portfolioProject.words.title": (v5/*:: as any*/)
      }
    },
    "name": "ProjectEditorTestQuery",
    "operationKind": "query",
    "text": "query ProjectEditorTestQuery {\n  portfolioProject(slug: \"shop-app\") {\n    ...ProjectEditor_project\n    id\n  }\n  myCollaboratorProfile {\n    ...ProjectEditor_profile\n    id\n  }\n}\n\nfragment ProjectEditor_profile on Collaborator {\n  id\n  displayName\n  state\n}\n\nfragment ProjectEditor_project on PortfolioProject {\n  id\n  slug\n  path\n  visibility\n  industry\n  categories\n  technologies\n  clientName\n  priceRials\n  startedOn\n  completedOn\n  state\n  forSale\n  collaborating\n  confidential\n  shareWithEmployers\n  evaluatedAt\n  demoUrl\n  demoCredentials {\n    username\n    password\n  }\n  offers {\n    licence\n    priceRials\n    includesSource\n    includesSetup\n    supportMonths\n  }\n  pictures {\n    file\n    thumbUrl\n    caption\n  }\n  team {\n    role\n    collaborator {\n      id\n      displayName\n    }\n  }\n  words {\n    locale\n    title\n    summary\n    description\n    developerNotes\n    challenges\n  }\n}\n"
  }
};
})();

(node as any).hash = "8acb82342c1e74e7591aa930318c9be2";

export default node;
